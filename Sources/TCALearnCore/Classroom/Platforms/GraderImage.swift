/// The recipe of a container image with tca-learn built at the pinned ref and its course runtime
/// compiled, so that a grade starts in seconds: PrairieLearn grades in such an image (its job
/// may last at most 600 s), and a Classroom 50 assignment names it as its runtime container,
/// whose grade job stops after 15 minutes. The entrypoints find the tool through `TCA_LEARN` and
/// its course through `TCA_LEARN_DIR`.
enum GraderImage {
    static func dockerfile(_ tool: ToolSource, entrypoint: String?) -> String {
        let copy = entrypoint.map { name in
            """

            # The grading entrypoint PrairieLearn's externalGradingOptions name.
            COPY \(name) /usr/local/bin/\(name)
            RUN chmod 755 /usr/local/bin/\(name)

            """
        } ?? ""
        return """
            # tca-learn's grader, built by "docker build -t YOUR-REGISTRY/tca-learn-grader:\(tool.ref) ."
            # and pushed to a registry the platform can pull from (public for Classroom 50).
            FROM swift:\(CIConfiguration.swiftVersion)

            ARG TCA_LEARN_REPOSITORY="\(tool.repository)"
            ARG TCA_LEARN_REF="\(tool.ref)"
            ENV TCA_LEARN_DIR=/opt/tca-learn
            ENV TCA_LEARN=/usr/local/bin/tca-learn

            # python3 runs Classroom 50's runner and autograder.py; git fetches the grader.
            RUN apt-get update && apt-get install -y --no-install-recommends git python3 ca-certificates \\
                && rm -rf /var/lib/apt/lists/*

            # The grader at the pinned ref, never code from a submission; grading an empty workbook
            # once compiles the course runtime into the image.
            RUN git init -q "$TCA_LEARN_DIR" \\
                && git -C "$TCA_LEARN_DIR" fetch -q --depth 1 "$TCA_LEARN_REPOSITORY" "$TCA_LEARN_REF" \\
                && git -C "$TCA_LEARN_DIR" checkout -q FETCH_HEAD \\
                && swift build --package-path "$TCA_LEARN_DIR" --product tca-learn \\
                && ln -s "$(swift build --package-path "$TCA_LEARN_DIR" --show-bin-path)/tca-learn" "$TCA_LEARN" \\
                && mkdir -p /tmp/empty && "$TCA_LEARN" grade --course "$TCA_LEARN_DIR" --workbook /tmp/empty \\
                    --format json --output /tmp/warm.json --always-exit-zero \\
                && rm -rf /tmp/empty /tmp/warm.json
            \(copy)
            """
    }
}
