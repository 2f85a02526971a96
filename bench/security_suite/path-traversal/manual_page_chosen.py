from flask import Flask, request, send_file

app = Flask(__name__)


@app.route("/manual/page")
def manual_page():
    page = "/srv/manual/index.html"
    chosen = request.args.get("page")
    if chosen:
        page = "/srv/manual/" + chosen
    return send_file(page)
