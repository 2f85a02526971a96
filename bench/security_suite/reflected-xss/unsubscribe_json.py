from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/unsubscribe")
def unsubscribe():
    email = request.args["email"]
    message = "{} has been unsubscribed.".format(email)
    return jsonify({"message": message})
