import tornado.web


class PreviewRenderer:
    def __init__(self, css_class):
        self.css_class = css_class

    def render(self, text):
        return '<div class="{0}">{1}</div>'.format(self.css_class, text)


class CommentPreviewHandler(tornado.web.RequestHandler):
    renderer = PreviewRenderer("comment-preview")

    def post(self):
        text = self.get_body_argument("comment", default="")
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write(self.renderer.render(text))
