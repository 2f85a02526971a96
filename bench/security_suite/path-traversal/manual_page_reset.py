from flask import Flask, request, send_file

app = Flask(__name__)


@app.route("/manual")
def manual():
    page = request.args.get("page", "index.html")
    page = "/srv/manual/index.html"
    return send_file(page)
