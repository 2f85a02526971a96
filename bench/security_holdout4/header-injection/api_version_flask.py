from flask import Flask, jsonify, request

app = Flask(__name__)
app.config["API_VERSION"] = "2024-05-01"
app.config["DEPRECATION_DATE"] = "Sat, 01 Mar 2025 00:00:00 GMT"


@app.after_request
def add_version_headers(response):
    response.headers["X-API-Version"] = app.config["API_VERSION"]
    if request.path.startswith("/v1/"):
        response.headers["Deprecation"] = "true"
        response.headers["Sunset"] = app.config["DEPRECATION_DATE"]
    return response


@app.route("/v1/accounts/<int:account_id>")
@app.route("/v2/accounts/<int:account_id>")
def get_account(account_id):
    return jsonify({"id": account_id})
