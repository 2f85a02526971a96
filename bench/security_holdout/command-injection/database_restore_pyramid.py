import subprocess

from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

DATABASES = {"billing": "billing_prod", "crm": "crm_prod", "auth": "auth_prod"}


def run_restore(db_name, src="/backups"):
    dump = f"{src}/{db_name}.dump"
    args = ["pg_restore", "--clean", "--no-owner", "-d", db_name, dump]
    return subprocess.call(args)


@view_config(route_name="admin_restore", request_method="POST", renderer="json", permission="admin")
def restore_view(request):
    key = request.json_body.get("database")
    if key not in DATABASES:
        raise HTTPBadRequest()
    rc = run_restore(DATABASES[key])
    return {"ok": rc == 0}
