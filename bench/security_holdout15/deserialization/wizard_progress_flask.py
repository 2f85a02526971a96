import os

from flask import Blueprint, jsonify, make_response, request
from flask.views import MethodView
from itsdangerous import BadSignature, URLSafeSerializer

wizard_bp = Blueprint("wizard", __name__)
SERIALIZER = URLSafeSerializer(os.environ["WIZARD_SECRET"], salt="wizard-state")


class WizardState:
    def __init__(self, step=1, answers=None):
        self.step = step
        self.answers = answers or {}


class WizardStepView(MethodView):
    def post(self, step):
        state = load_state(request.cookies.get("wizard"))
        state.answers[str(step)] = request.form.to_dict()
        state.step = step + 1
        resp = make_response(jsonify({"next": state.step}))
        resp.set_cookie("wizard", SERIALIZER.dumps(vars(state)), httponly=True, secure=True)
        return resp


def load_state(raw):
    try:
        return WizardState(**SERIALIZER.loads(raw)) if raw else WizardState()
    except (BadSignature, TypeError):
        return WizardState()


wizard_bp.add_url_rule("/wizard/<int:step>", view_func=WizardStepView.as_view("step"))
