from flask import Flask, make_response, request

app = Flask(__name__)

TEMPLATE = "<html><body><h2>Welcome back, {name}!</h2><p>{note}</p></body></html>"


@app.route("/welcome")
def welcome():
    name = request.args.get("name", "guest")
    lang = request.args.get("lang", "en")
    note = "Language: " + lang if lang != "en" else "Enjoy your visit."
    page = TEMPLATE.format(name=name, note=note)
    resp = make_response(page)
    resp.headers["Content-Type"] = "text/html; charset=utf-8"
    return resp
