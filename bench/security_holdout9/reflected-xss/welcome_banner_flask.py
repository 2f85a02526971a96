from flask import Flask, make_response, request

app = Flask(__name__)

TEMPLATE = "<html><body><h1>Welcome back, {}!</h1><p>{}</p></body></html>"


@app.route("/welcome")
def welcome():
    name = request.args.get("name", "guest")
    notices = []
    if request.args.get("promo"):
        notices.append("Your promo code " + request.args["promo"] + " has been applied.")
    body = TEMPLATE.format(name.title(), " ".join(notices))
    resp = make_response(body)
    resp.headers["Content-Type"] = "text/html; charset=utf-8"
    return resp
