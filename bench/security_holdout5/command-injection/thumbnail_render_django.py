import os

from django.conf import settings
from django.http import FileResponse, Http404
from django.views import View


class ThumbnailView(View):
    sizes = {"small": "64x64", "medium": "256x256", "large": "512x512"}

    def get(self, request, *args, **kwargs):
        source = request.GET.get("image", "")
        size = self.sizes.get(request.GET.get("size"), "128x128")
        target = self.render_thumbnail(source, size)
        if not os.path.exists(target):
            raise Http404("thumbnail could not be generated")
        return FileResponse(open(target, "rb"), content_type="image/png")

    def render_thumbnail(self, source, size):
        src_path = os.path.join(settings.MEDIA_ROOT, "uploads", source)
        out_name = f"{size}-{os.path.basename(source)}.png"
        out_path = os.path.join(settings.MEDIA_ROOT, "thumbs", out_name)
        if not os.path.exists(out_path):
            os.system(
                "convert '%s' -thumbnail %s '%s'" % (src_path, size, out_path)
            )
        return out_path
