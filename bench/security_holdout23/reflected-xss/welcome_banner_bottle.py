import html

from bottle import Bottle, request, response

app = Bottle()


def page(body):
    return f"<!doctype html><html><body>{body}</body></html>"


@app.get("/welcome")
def welcome():
    name = request.query.getunicode("name", default="guest")
    ref = request.query.getunicode("ref", default="")
    response.content_type = "text/html; charset=utf-8"
    parts = [f"<h1>Welcome, {html.escape(name)}!</h1>"]
    if ref:
        parts.append(f"<p>You were referred by <b>{html.escape(ref)}</b>.</p>")
    return page("".join(parts))
