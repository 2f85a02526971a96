from flask import Flask, make_response, render_template, request

app = Flask(__name__)


@app.route("/help")
def help_page():
    lang = request.args.get("lang", "en")
    resp = make_response(render_template("help.html"))
    resp.headers["Content-Language"] = "%s" % lang
    resp.headers["Vary"] = "Accept-Language"
    return resp
