import requests
from flask import Flask, Response, request

app = Flask(__name__)


@app.route("/preview")
def link_preview():
    target = request.args.get("url", "")
    if not target.startswith(("http://", "https://")):
        target = "https://" + target
    upstream = requests.get(target, timeout=5, allow_redirects=True)
    snippet = upstream.text[:2000]
    return Response(snippet, mimetype="text/plain")
