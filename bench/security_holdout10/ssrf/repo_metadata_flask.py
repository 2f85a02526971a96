from urllib.parse import quote

import requests
from flask import Flask, request, jsonify, abort

app = Flask(__name__)
FORGES = {
    "github": "https://api.github.com/repos",
    "gitlab": "https://gitlab.com/api/v4/projects",
}


@app.route("/repos/meta")
def repo_meta():
    forge = request.args.get("forge", "github")
    base = FORGES.get(forge)
    owner = request.args.get("owner", "")
    name = request.args.get("name", "")
    if base is None or not owner or not name:
        abort(400)
    if forge == "gitlab":
        url = f"{base}/{quote(owner + '/' + name, safe='')}"
    else:
        url = f"{base}/{quote(owner, safe='')}/{quote(name, safe='')}"
    resp = requests.get(url, timeout=5, allow_redirects=False)
    return jsonify(status=resp.status_code, size=len(resp.content))
