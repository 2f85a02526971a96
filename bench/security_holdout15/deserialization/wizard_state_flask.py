import base64
import pickle

from flask import Blueprint, jsonify, make_response, request
from flask.views import MethodView

wizard_bp = Blueprint("wizard", __name__)


class WizardState:
    def __init__(self, step=1, answers=None):
        self.step = step
        self.answers = answers or {}


class WizardStepView(MethodView):
    def post(self, step):
        state = load_state(request.cookies.get("wizard"))
        state.answers[step] = request.form.to_dict()
        state.step = step + 1
        resp = make_response(jsonify({"next": state.step}))
        resp.set_cookie("wizard", base64.urlsafe_b64encode(pickle.dumps(state)).decode(), httponly=True, secure=True)
        return resp


def load_state(raw):
    return pickle.loads(base64.urlsafe_b64decode(raw)) if raw else WizardState()


wizard_bp.add_url_rule("/wizard/<int:step>", view_func=WizardStepView.as_view("step"))
