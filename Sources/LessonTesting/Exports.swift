// Hidden tests assert on trace events, so `import LessonTesting` brings the trace model along.
@_exported import RenderTrace
