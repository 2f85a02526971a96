import paramiko
from pyramid.config import Configurator
from pyramid.view import view_config


def remote_run(command: str) -> str:
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.connect("ops-gateway.internal", username="deploy", key_filename="/etc/deploy/id_ed25519")
    try:
        _, stdout, _ = client.exec_command(command, timeout=20)
        return stdout.read().decode()
    finally:
        client.close()


@view_config(route_name="unit_status", renderer="json", permission="ops")
def unit_status(request):
    unit = request.matchdict["unit"]
    lines = request.params.get("lines", "20")
    output = remote_run(f"systemctl status {unit} --no-pager -n {lines}")
    return {"unit": unit, "status": output}


def main():
    with Configurator() as config:
        config.add_route("unit_status", "/ops/units/{unit}")
        config.scan()
        return config.make_wsgi_app()
