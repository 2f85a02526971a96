import json
import os

SETTINGS_FILE = os.environ.get("REPORTSVC_SETTINGS", "/etc/reportsvc/settings.py")


def load_settings(path=SETTINGS_FILE):
    namespace = {"__file__": path}
    with open(path) as fh:
        exec(compile(fh.read(), path, "exec"), namespace)
    return {k: v for k, v in namespace.items() if k.isupper()}


SETTINGS = load_settings()


def application(environ, start_response):
    banner = {"name": SETTINGS.get("SERVICE_NAME"), "version": SETTINGS.get("VERSION")}
    start_response("200 OK", [("Content-Type", "application/json")])
    return [json.dumps(banner).encode()]
