import datetime
import re
from dataclasses import dataclass

import tornado.ioloop
import tornado.web

MAX_COMMENT = 2000
LINK_RE = re.compile(r"https?://\S+")


@dataclass
class CommentDraft:
    author: str
    text: str
    created: datetime.datetime


class PreviewRenderer:
    template = (
        "<div class='preview'>"
        "<span class='author'>{author}</span>"
        "<time>{created}</time>"
        "<p>{body}</p>"
        "</div>"
    )

    def linkify(self, text: str) -> str:
        return LINK_RE.sub(lambda m: f"<a href='{m.group(0)}'>{m.group(0)}</a>", text)

    def render(self, draft: CommentDraft) -> str:
        return self.template.format(
            author=draft.author,
            created=draft.created.strftime("%Y-%m-%d %H:%M"),
            body=self.linkify(draft.text).replace("\n", "<br>"),
        )


class CommentPreviewHandler(tornado.web.RequestHandler):
    renderer = PreviewRenderer()

    def post(self):
        text = self.get_body_argument("comment", "")[:MAX_COMMENT]
        author = self.get_body_argument("author", "anonymous")
        draft = CommentDraft(author=author, text=text, created=datetime.datetime.utcnow())
        snippet = self.renderer.render(draft)
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write(snippet)


def make_app():
    return tornado.web.Application([(r"/comments/preview", CommentPreviewHandler)])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
