from flask import Blueprint, abort, current_app, jsonify, request
from itsdangerous import BadSignature, URLSafeTimedSerializer

bp = Blueprint("wizard", __name__)

STATE_MAX_AGE = 3600


def _serializer():
    return URLSafeTimedSerializer(current_app.config["SECRET_KEY"], salt="checkout-wizard")


@bp.post("/checkout/step")
def checkout_step():
    token = request.form.get("state")
    state = {"step": 1, "data": {}}
    if token:
        try:
            state = _serializer().loads(token, max_age=STATE_MAX_AGE)
        except BadSignature:
            abort(400)
    state["data"].update({k: v for k, v in request.form.items() if k != "state"})
    state["step"] += 1
    return jsonify(step=state["step"], state=_serializer().dumps(state))
