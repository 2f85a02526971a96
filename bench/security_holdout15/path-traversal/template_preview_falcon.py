import os

import falcon

TEMPLATE_ROOT = os.path.realpath("/srv/mailer/templates")


class TemplatePreview:
    def on_get(self, req, resp):
        name = req.get_param("template", required=True)
        candidate = os.path.realpath(os.path.join(TEMPLATE_ROOT, name))
        if os.path.commonpath([TEMPLATE_ROOT, candidate]) != TEMPLATE_ROOT:
            raise falcon.HTTPForbidden()
        with open(candidate, encoding="utf-8") as fh:
            resp.text = fh.read()
        resp.content_type = falcon.MEDIA_TEXT


app = falcon.App()
app.add_route("/mailer/preview", TemplatePreview())
