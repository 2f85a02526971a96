from pyramid.httpexceptions import HTTPBadRequest, HTTPFound
from pyramid.view import view_config
from sqlalchemy import text


@view_config(route_name="select_tenant", request_method="POST")
def select_tenant(request):
    raw = request.POST.get("tenant_id", "").strip()
    if not raw.isdigit():
        raise HTTPBadRequest("tenant_id must be numeric")
    tenant_id = int(raw)
    request.session["tenant_id"] = tenant_id
    request.session.flash("Switched organisation")
    return HTTPFound(location=request.route_url("tenant_home"))


@view_config(route_name="tenant_home", renderer="templates/tenant_home.pt")
def tenant_home(request):
    tenant_id = request.session.get("tenant_id")
    invoices = request.dbsession.execute(
        text("SELECT id, number, total FROM invoices WHERE tenant_id = :t"),
        {"t": tenant_id},
    ).fetchall()
    return {"invoices": invoices}
