from pyramid.response import Response
from pyramid.view import view_config

from .models import DBSession, Member

CARD = "<div class='member'><h2>{name}</h2><div class='bio'>{bio}</div></div>"


@view_config(route_name="member_bio", request_method="POST", permission="edit")
def update_bio(request):
    member = DBSession.query(Member).filter_by(handle=request.authenticated_userid).one()
    member.bio = request.POST.get("bio", "")[:1000]
    return Response(status=204)


@view_config(route_name="member_card", request_method="GET")
def member_card(request):
    member = DBSession.query(Member).filter_by(handle=request.matchdict["handle"]).one_or_none()
    if member is None:
        return Response("not found", status=404)
    bio = member.bio or "<em>No bio yet.</em>"
    html = CARD.format(name=member.display_name, bio=bio)
    return Response(html, content_type="text/html")
