import urllib.request

from django.core.files.base import ContentFile
from rest_framework import permissions, serializers
from rest_framework.response import Response
from rest_framework.views import APIView


class AvatarImportSerializer(serializers.Serializer):
    image_url = serializers.URLField()


class AvatarImportView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def post(self, request):
        serializer = AvatarImportSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        image_url = serializer.validated_data["image_url"]

        with urllib.request.urlopen(image_url, timeout=10) as remote:
            data = remote.read(5 * 1024 * 1024)
            content_type = remote.headers.get_content_type()

        profile = request.user.profile
        profile.avatar.save(f"avatar-{request.user.pk}", ContentFile(data), save=True)
        return Response({"avatar": profile.avatar.url, "content_type": content_type})
