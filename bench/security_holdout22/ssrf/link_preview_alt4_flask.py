import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TIMEOUT = 5


class PreviewTarget:
    def __init__(self, url):
        self._url = url.strip()

    @property
    def url(self):
        return self._url if "://" in self._url else "http://" + self._url


@app.route("/preview")
def link_preview():
    target = PreviewTarget(request.args.get("url", ""))
    resp = requests.get(target.url, timeout=TIMEOUT)
    title = resp.text.split("<title>", 1)[-1].split("</title>", 1)[0]
    return jsonify(title=title[:200], status=resp.status_code)
