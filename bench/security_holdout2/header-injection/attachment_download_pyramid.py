import re

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config

from mailbox_app.models import Attachment


@view_config(route_name="attachment_download", request_method="GET", permission="view")
def download_attachment(request):
    attachment = request.dbsession.get(Attachment, int(request.matchdict["id"]))
    if attachment is None:
        raise HTTPNotFound()
    label = request.params.get("as", attachment.filename)
    label = re.sub(r'[\r\n"]', "", label)
    response = FileResponse(attachment.path, request=request, content_type=attachment.mime_type)
    response.headers["Content-Disposition"] = 'attachment; filename="%s"' % label
    return response
