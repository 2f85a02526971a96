import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@login_required
@require_POST
def make_thumbnail(request):
    video_name = request.POST.get("video", "")
    timestamp = request.POST.get("at", "00:00:01")
    source = os.path.join(settings.MEDIA_ROOT, "videos", os.path.basename(video_name))
    thumb_name = os.path.splitext(os.path.basename(video_name))[0] + ".jpg"
    target = os.path.join(settings.MEDIA_ROOT, "thumbs", thumb_name)
    status = os.system(
        "ffmpeg -y -ss %s -i '%s' -frames:v 1 '%s'" % (timestamp, source, target)
    )
    if status != 0:
        return JsonResponse({"error": "thumbnail generation failed"}, status=500)
    return JsonResponse({"thumbnail": settings.MEDIA_URL + "thumbs/" + thumb_name})
