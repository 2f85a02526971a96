from flask import Flask, send_from_directory, request

app = Flask(__name__)
DOCS_DIR = "/srv/app/docs/build"


@app.route("/docs/")
@app.route("/docs/<path:page>")
def docs(page="index.html"):
    version = request.args.get("v")
    if version and version != "latest":
        page = f"{version}/{page}"
    return send_from_directory(DOCS_DIR, page)
