from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/unsubscribe")
def unsubscribe():
    email = request.args["email"]
    html = "<p>{} has been unsubscribed.</p>".format(email)
    response = make_response(html)
    response.headers["Content-Type"] = "text/html; charset=utf-8"
    return response
