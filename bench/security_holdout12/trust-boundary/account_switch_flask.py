from flask import Blueprint, jsonify, request, session

billing_bp = Blueprint("billing", __name__, url_prefix="/billing")


class AccountContext:
    key = "active_account"

    def __init__(self, store):
        self.store = store

    def activate(self, account_id, role):
        self.store[self.key] = {"id": account_id, "role": role}

    def current(self):
        return self.store.get(self.key)


@billing_bp.post("/switch")
def switch_account():
    payload = request.get_json(silent=True) or {}
    account_id = payload.get("account_id") or request.form.get("account_id")
    role = payload.get("role", "member")
    AccountContext(session).activate(account_id, role)
    return jsonify({"active": account_id})
