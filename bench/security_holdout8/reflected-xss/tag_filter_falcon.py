import html

import falcon

POSTS = [
    {"title": "Scaling workers", "tags": ["ops", "python"]},
    {"title": "Writing fast tests", "tags": ["testing", "python"]},
    {"title": "Choosing a queue", "tags": ["ops"]},
]

PAGE = "<html><body><h1>Posts tagged {tag}</h1><ul>{items}</ul></body></html>"


class TagFilterResource:
    def on_get(self, req, resp):
        tag = req.get_param("tag", default="")
        selected = [p for p in POSTS if tag in p["tags"]]
        items = "".join("<li>{}</li>".format(html.escape(p["title"])) for p in selected)
        if not items:
            items = "<li>No posts yet</li>"
        resp.content_type = falcon.MEDIA_HTML
        resp.text = PAGE.format(tag=html.escape(tag, quote=True), items=items)


app = falcon.App()
app.add_route("/posts", TagFilterResource())
