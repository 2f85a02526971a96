import urllib.request

from django.core.files.base import ContentFile
from rest_framework import generics, serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

MAX_BYTES = 2 * 1024 * 1024


class AvatarUrlSerializer(serializers.Serializer):
    avatar_url = serializers.URLField()


class AvatarImportView(generics.GenericAPIView):
    serializer_class = AvatarUrlSerializer
    permission_classes = [IsAuthenticated]

    def post(self, request):
        ser = self.get_serializer(data=request.data)
        ser.is_valid(raise_exception=True)
        url = ser.validated_data["avatar_url"]
        with urllib.request.urlopen(url, timeout=10) as resp:
            content = resp.read(MAX_BYTES)
        profile = request.user.profile
        profile.avatar.save(f"avatar-{request.user.pk}", ContentFile(content))
        return Response({"avatar": profile.avatar.url})
