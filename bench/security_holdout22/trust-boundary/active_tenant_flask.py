from flask import Blueprint, abort, jsonify, request, session
from flask.views import MethodView
from flask_login import current_user, login_required

from .models import Membership, Tenant

tenants_bp = Blueprint("tenants", __name__, url_prefix="/api/tenants")


class ActiveTenantView(MethodView):
    decorators = [login_required]

    def get(self):
        tenant_id = session.get("tenant_id")
        tenant = Tenant.query.get(tenant_id) if tenant_id else None
        return jsonify({"tenant": tenant.to_dict() if tenant else None})

    def put(self):
        payload = request.get_json(silent=True) or {}
        requested = payload.get("tenant_id")
        if not isinstance(requested, int):
            abort(400, description="tenant_id must be an integer")

        membership = Membership.query.filter_by(
            user_id=current_user.id,
            tenant_id=requested,
            active=True,
        ).first()
        if membership is None:
            abort(403)

        session["tenant_id"] = membership.tenant_id
        return jsonify({"tenant": membership.tenant.to_dict(), "role": membership.role})

    def delete(self):
        session.pop("tenant_id", None)
        return "", 204


class TenantListView(MethodView):
    decorators = [login_required]

    def get(self):
        memberships = Membership.query.filter_by(user_id=current_user.id, active=True).all()
        return jsonify(
            [
                {"tenant_id": m.tenant_id, "name": m.tenant.name, "role": m.role}
                for m in memberships
            ]
        )


tenants_bp.add_url_rule("/active", view_func=ActiveTenantView.as_view("active_tenant"))
tenants_bp.add_url_rule("/", view_func=TenantListView.as_view("tenant_list"))
