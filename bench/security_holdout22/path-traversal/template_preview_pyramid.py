import os

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config

TEMPLATE_EXTENSIONS = (".html", ".txt", ".mjml")


class EmailTemplateViews:
    def __init__(self, request):
        self.request = request
        self.template_root = request.registry.settings["email.template_root"]

    @view_config(route_name="email_templates", renderer="json", permission="manage")
    def list_templates(self):
        return {
            "templates": sorted(
                name for name in os.listdir(self.template_root)
                if name.endswith(TEMPLATE_EXTENSIONS)
            )
        }

    @view_config(route_name="email_template_preview", permission="manage")
    def preview(self):
        requested = self.request.matchdict["name"]
        name = os.path.basename(requested)
        if not name.endswith(TEMPLATE_EXTENSIONS):
            raise HTTPBadRequest(json_body={"error": "unsupported template type"})

        path = os.path.join(self.template_root, name)
        try:
            with open(path, encoding="utf-8") as fh:
                body = fh.read()
        except FileNotFoundError:
            raise HTTPNotFound(json_body={"error": f"template {name} not found"})

        return Response(body, content_type="text/plain", charset="utf-8")


def includeme(config: Configurator):
    config.add_route("email_templates", "/admin/email-templates")
    config.add_route("email_template_preview", "/admin/email-templates/{name}")
    config.scan(__name__)
