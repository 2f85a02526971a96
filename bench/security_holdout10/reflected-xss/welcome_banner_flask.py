from flask import Flask, request, make_response

app = Flask(__name__)

TEMPLATE = "<html><body><h2>Welcome back, %s!</h2><p>%s</p></body></html>"


@app.route("/welcome")
def welcome():
    user = request.args.get("user", "guest")
    lang = request.args.get("lang", "en")
    note = "Bonjour" if lang == "fr" else "Hello"
    body = TEMPLATE % (user, note)
    resp = make_response(body)
    resp.headers["Content-Type"] = "text/html; charset=utf-8"
    return resp
