import urllib.request

from bottle import Bottle, abort, request, response

app = Bottle()
PROXY = {"timeout": 8, "max_bytes": 5 * 1024 * 1024, "agent": "img-proxy/2.1"}


@app.get("/img")
def proxy_image():
    src = request.query.get("src")
    if not src:
        abort(400, "src required")
    content_type, data = fetch_image(src)
    response.content_type = content_type
    response.set_header("Cache-Control", "public, max-age=86400")
    return data


def fetch_image(src):
    req = urllib.request.Request(src, headers={"User-Agent": PROXY["agent"]})
    with urllib.request.urlopen(req, timeout=PROXY["timeout"]) as upstream:
        return upstream.headers.get_content_type(), upstream.read(PROXY["max_bytes"])
