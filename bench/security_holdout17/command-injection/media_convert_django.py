import os
import subprocess
import uuid

from django import forms
from django.conf import settings
from django.http import FileResponse, Http404
from django.urls import reverse
from django.views import View
from django.views.generic.edit import FormView


class ConvertForm(forms.Form):
    source = forms.FileField()
    output_name = forms.CharField(max_length=120)
    bitrate = forms.ChoiceField(choices=[("96k", "96k"), ("128k", "128k"), ("192k", "192k")])


class AudioConverter:
    def __init__(self, binary: str, workdir: str):
        self.binary = binary
        self.workdir = workdir

    def store_upload(self, upload) -> str:
        path = os.path.join(self.workdir, f"{uuid.uuid4().hex}.bin")
        with open(path, "wb") as fh:
            for chunk in upload.chunks():
                fh.write(chunk)
        return path

    def convert(self, source_path: str, title: str, bitrate: str) -> str:
        target = os.path.join(self.workdir, f"{uuid.uuid4().hex}.mp3")
        cmd = f'{self.binary} -y -i {source_path} -b:a {bitrate} -metadata title="{title}" {target}'
        subprocess.check_call(cmd, shell=True, timeout=300)
        return target


def get_converter() -> AudioConverter:
    return AudioConverter(settings.FFMPEG_BINARY, settings.MEDIA_WORKDIR)


class ConvertView(FormView):
    template_name = "media/convert.html"
    form_class = ConvertForm

    def form_valid(self, form):
        converter = get_converter()
        source = converter.store_upload(form.cleaned_data["source"])
        target = converter.convert(source, form.cleaned_data["output_name"], form.cleaned_data["bitrate"])
        self.request.session["last_conversion"] = os.path.basename(target)
        return super().form_valid(form)

    def get_success_url(self):
        return reverse("media:download")


class DownloadView(View):
    def get(self, request):
        name = request.session.get("last_conversion")
        if not name:
            raise Http404()
        path = os.path.join(settings.MEDIA_WORKDIR, name)
        return FileResponse(open(path, "rb"), as_attachment=True, filename="converted.mp3")
