from urllib.parse import urlparse

import bottle

MIRROR_HOSTS = {"mirror1.example.org", "mirror2.example.org", "dl.example.org"}

app = bottle.Bottle()


@app.get("/download")
def download():
    mirror_url = bottle.request.query.get("mirror", "")
    parsed = urlparse(mirror_url)
    malformed = "\\" in mirror_url or any(ord(c) < 0x21 for c in mirror_url)
    if malformed or parsed.scheme != "https" or parsed.hostname not in MIRROR_HOSTS:
        mirror_url = "https://dl.example.org/releases/latest/"
    bottle.response.set_header("Cache-Control", "no-store")
    bottle.redirect(mirror_url, code=302)


if __name__ == "__main__":
    bottle.run(app, host="127.0.0.1", port=8080)
