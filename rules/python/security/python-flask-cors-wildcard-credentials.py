from flask import Blueprint, Flask, jsonify
from flask_cors import CORS, cross_origin

app = Flask(__name__)
admin = Blueprint("admin", __name__)
partner = Blueprint("partner", __name__)
public = Blueprint("public", __name__)

# ruleid: python-flask-cors-wildcard-credentials
CORS(app, origins="*", supports_credentials=True)

# ruleid: python-flask-cors-wildcard-credentials
CORS(admin, supports_credentials=True)

# ruleid: python-flask-cors-wildcard-credentials
CORS(partner, resources={r"/api/*": {"origins": "*", "supports_credentials": True}})

# ok: python-flask-cors-wildcard-credentials
CORS(app, origins=["https://app.example.com"], supports_credentials=True)

# ok: python-flask-cors-wildcard-credentials
CORS(public, origins="*")

# ok: python-flask-cors-wildcard-credentials
CORS(partner, resources={r"/api/*": {"origins": ["https://partner.example.com"], "supports_credentials": True}})


@app.route("/me")
# ruleid: python-flask-cors-wildcard-credentials
@cross_origin(supports_credentials=True)
def me():
    return jsonify(name="me")


@app.route("/status")
# ok: python-flask-cors-wildcard-credentials
@cross_origin()
def status():
    return jsonify(ok=True)


@app.route("/account")
# ok: python-flask-cors-wildcard-credentials
@cross_origin(origins=["https://app.example.com"], supports_credentials=True)
def account():
    return jsonify(ok=True)
