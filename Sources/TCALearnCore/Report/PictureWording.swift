/// What is said when a trace's picture is written (`PictureFile`), in the learner's language.
struct PictureWording {
    var style: Style

    /// `address`: the page's `file://` address, which terminals make clickable.
    func written(at address: String) -> String {
        style.text("Picture of the trace: ", "트레이스 그림: ") + address
    }

    var noBrowser: String {
        style.yellow(style.text(
            "Could not open a browser here: open the address above in one.",
            "여기서는 브라우저를 열 수 없습니다. 위 주소를 브라우저에서 여세요."))
    }
}
