import os

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config

AVATAR_DIR = os.path.realpath("/srv/media/avatars")


class AvatarLookup:
    def __init__(self, request):
        self.name = request.matchdict["name"]


@view_config(route_name="avatar")
def avatar(request):
    lookup = AvatarLookup(request)
    candidate = os.path.realpath(os.path.join(AVATAR_DIR, lookup.name))
    if os.path.commonpath([candidate, AVATAR_DIR]) != AVATAR_DIR or not os.path.isfile(candidate):
        raise HTTPNotFound()
    return FileResponse(candidate, request=request, content_type="image/png")
