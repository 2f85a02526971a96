import tornado.escape
import tornado.web


class PreviewRenderer:
    def __init__(self, css_class):
        self.css_class = css_class

    def render(self, text):
        return '<div class="{0}">{1}</div>'.format(self.css_class, text)


class ReplyPreviewHandler(tornado.web.RequestHandler):
    renderer = PreviewRenderer("reply-preview")

    def post(self):
        text = self.get_body_argument("reply", default="")
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write(self.renderer.render(tornado.escape.xhtml_escape(text)))
