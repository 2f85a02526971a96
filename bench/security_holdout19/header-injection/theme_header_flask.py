from flask import Flask, make_response, render_template, request

app = Flask(__name__)


@app.route("/home")
def home():
    header_values = {"theme": request.cookies.get("theme", ""), "policy": "max-age=300"}
    lookup = "policy"
    resp = make_response(render_template("home.html"))
    resp.headers["Cache-Control"] = header_values[lookup]
    return resp
