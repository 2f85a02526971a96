import html

from bottle import request, response, route


@route("/hello")
def hello():
    visitor = request.query.get("who", "friend")
    title = request.query.get("title", "")
    label = f"{title} {visitor}".strip()
    response.content_type = "text/html; charset=utf-8"
    return "<p>Welcome back, " + html.escape(label, quote=True) + "</p>"
