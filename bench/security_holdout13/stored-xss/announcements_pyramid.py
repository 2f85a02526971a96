from html import escape

from pyramid.response import Response
from pyramid.view import view_config

from .models import Announcement, DBSession


@view_config(route_name="announcements", request_method="GET")
def list_announcements(request):
    items = DBSession.query(Announcement).order_by(Announcement.created.desc()).limit(10).all()
    html = "<ul class='announcements'>" + "".join(render_item(i) for i in items) + "</ul>"
    return Response(html, content_type="text/html")


@view_config(route_name="announcements", request_method="POST", renderer="json")
def create_announcement(request):
    item = Announcement(title=request.POST["title"], body=request.POST["body"], author=request.authenticated_userid)
    DBSession.add(item)
    return {"created": True}


def render_item(item):
    return "<li><h3>%s</h3><p>%s</p><small>%s</small></li>" % (
        escape(item.title), escape(item.body), escape(str(item.author)))
