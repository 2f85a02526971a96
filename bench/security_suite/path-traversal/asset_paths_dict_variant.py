from flask import Flask, request, send_file

app = Flask(__name__)


@app.route("/assets/logo-variant")
def logo_variant():
    variant = request.args.get("variant", "")
    paths = {}
    paths["default"] = "/srv/assets/logo.png"
    paths["requested"] = "/srv/assets/" + variant
    return send_file(paths["requested"], mimetype="image/png")
