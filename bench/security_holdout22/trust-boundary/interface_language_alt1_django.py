from django.conf import settings
from django.utils import translation
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView


class LanguagePreferenceSerializer(serializers.Serializer):
    language = serializers.ChoiceField(choices=settings.LANGUAGES)
    remember = serializers.BooleanField(default=True)


class InterfaceLanguageView(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request):
        current = request.session.get("ui_language") or translation.get_language()
        return Response(
            {
                "language": current,
                "available": [{"code": code, "name": str(name)} for code, name in settings.LANGUAGES],
            }
        )

    def put(self, request):
        serializer = LanguagePreferenceSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        language = serializer.validated_data["language"]

        request.session["ui_language"] = language
        translation.activate(language)

        if serializer.validated_data["remember"]:
            profile = request.user.profile
            profile.language = language
            profile.save(update_fields=["language"])

        return Response({"language": language}, status=status.HTTP_200_OK)

    def delete(self, request):
        request.session.pop("ui_language", None)
        translation.activate(settings.LANGUAGE_CODE)
        return Response(status=status.HTTP_204_NO_CONTENT)
