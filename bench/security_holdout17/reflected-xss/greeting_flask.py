from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/greet")
def greet():
    names = request.args.getlist("name")
    joined = " & ".join(n.title() for n in names) or "guest"
    html = "<html><body><h1>Welcome, {}</h1></body></html>".format(joined)
    resp = make_response(html)
    resp.headers["Content-Type"] = "text/html; charset=utf-8"
    return resp
