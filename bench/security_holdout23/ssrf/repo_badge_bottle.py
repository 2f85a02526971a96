from urllib.parse import urlsplit

import requests
from bottle import Bottle, HTTPError, request, response

app = Bottle()
ALLOWED_HOSTS = {"api.github.com", "gitlab.com", "codeberg.org"}


@app.get("/badges/stars")
def star_badge():
    source = request.query.get("api", "")
    parts = urlsplit(source)
    if parts.scheme != "https" or parts.hostname not in ALLOWED_HOSTS or parts.port not in (None, 443) or parts.username or parts.password:
        raise HTTPError(400, "unsupported source")
    upstream = requests.get(source, timeout=5, allow_redirects=False)
    if upstream.status_code != 200:
        raise HTTPError(502, "source unavailable")
    stars = upstream.json().get("stargazers_count", 0)
    response.content_type = "image/svg+xml"
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="90" height="20"><text x="5" y="14">{int(stars)} stars</text></svg>'
