import os
import shlex

from django.http import HttpResponse

THUMB_SIZE = "200x200"


def image_resize(request, name):
    source = "/srv/uploads/" + os.path.basename(name).replace(" ", "_")
    target = source.rsplit(".", 1)[0] + "_thumb.png"
    cmd = "convert {} -resize {} {}".format(shlex.quote(source), THUMB_SIZE, shlex.quote(target))
    rc = os.system(cmd)
    return HttpResponse("resized" if rc == 0 else "failed", content_type="text/plain")
