from pyramid.view import view_config

READ_FROM_HEADER = True


def tenant_from(request):
    if READ_FROM_HEADER:
        return request.headers.get("X-Tenant", "public")
    return "public"


@view_config(route_name="tenant_select", renderer="json")
def select_tenant(request):
    tenant = tenant_from(request)
    request.session["tenant_id"] = tenant
    return {"tenant": tenant}
