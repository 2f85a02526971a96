from flask import Flask, abort, jsonify, request, session

from workspace.auth import login_required
from workspace.models import Membership, Project

app = Flask(__name__)


@app.post("/tenant/switch")
@login_required
def switch_tenant():
    tenant_id = request.headers.get("X-Tenant-ID", "").strip()
    allowed = {str(m.tenant_id) for m in Membership.query.filter_by(user_id=session["uid"])}
    if tenant_id not in allowed:
        abort(403)
    session["tenant_id"] = tenant_id
    return jsonify(tenant=tenant_id)


@app.get("/projects")
@login_required
def list_projects():
    tenant_id = session.get("tenant_id")
    if tenant_id is None:
        abort(409, "choose a tenant first")
    rows = Project.query.filter_by(tenant_id=int(tenant_id)).order_by(Project.name)
    return jsonify([p.to_dict() for p in rows])
