import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Does what authlib-injector does with a Yggdrasil server, given only the site's address: follows the
 * X-Authlib-Injector-API-Location header, reads the API metadata, signs in, joins a server, lets the
 * server check the join, looks a name up, and verifies the textures signature with SHA1withRSA (as
 * the game's authlib does). Java's HttpClient sends no Origin header, like launchers and the game.
 * Usage: java AuthlibInjectorClient SITE_URL USERNAME PASSWORD. Prints one PASS line per check; exits
 * 1 at the first failure.
 */
public final class AuthlibInjectorClient {
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  private static void check(boolean ok, String name, String detail) {
    if (!ok) {
      System.out.println("FAIL " + name + ": " + detail);
      System.exit(1);
    }
    System.out.println("PASS " + name);
  }

  private static HttpResponse<String> get(URI uri) throws Exception {
    return HTTP.send(HttpRequest.newBuilder(uri).GET().build(), HttpResponse.BodyHandlers.ofString());
  }

  private static HttpResponse<String> post(URI uri, String json) throws Exception {
    HttpRequest request = HttpRequest.newBuilder(uri)
        .header("Content-Type", "application/json; charset=utf-8")
        .POST(HttpRequest.BodyPublishers.ofString(json))
        .build();
    return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
  }

  /** A JSON string member's value (first occurrence), unescaped enough for these answers. */
  private static String stringMember(String json, String name) {
    Matcher matcher = Pattern.compile("\"" + name + "\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(json);
    if (!matcher.find()) return null;
    return matcher.group(1).replace("\\n", "\n").replace("\\/", "/").replace("\\\"", "\"").replace("\\\\", "\\");
  }

  private static String quote(String value) {
    return "\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  public static void main(String[] args) throws Exception {
    URI site = URI.create(args[0]);
    String username = args[1];
    String password = args[2];

    // API Location Indication: the site's address leads to the API root.
    HttpResponse<String> page = get(site);
    String location = page.headers().firstValue("X-Authlib-Injector-API-Location").orElse(null);
    check(location != null, "site advertises the API location", "no header, status " + page.statusCode());
    URI api = site.resolve(location);

    HttpResponse<String> metadata = get(api);
    check(metadata.statusCode() == 200, "metadata at the API root", metadata.statusCode() + " " + metadata.body());
    String pem = stringMember(metadata.body(), "signaturePublickey");
    check(pem != null && pem.contains("BEGIN PUBLIC KEY"), "metadata has signaturePublickey", metadata.body());

    String clientToken = "java-client-token";
    HttpResponse<String> auth = post(api.resolve("authserver/authenticate"),
        "{\"agent\":{\"name\":\"Minecraft\",\"version\":1},\"username\":" + quote(username)
            + ",\"password\":" + quote(password) + ",\"clientToken\":" + quote(clientToken)
            + ",\"requestUser\":true}");
    check(auth.statusCode() == 200, "authserver/authenticate", auth.statusCode() + " " + auth.body());
    String accessToken = stringMember(auth.body(), "accessToken");
    Matcher selected = Pattern.compile("\"selectedProfile\"\\s*:\\s*\\{[^}]*\"id\"\\s*:\\s*\"([0-9a-f]{32})\"")
        .matcher(auth.body());
    check(accessToken != null && selected.find(), "authenticate answers a token and a profile", auth.body());
    String profileId = selected.group(1);

    HttpResponse<String> validate = post(api.resolve("authserver/validate"),
        "{\"accessToken\":" + quote(accessToken) + ",\"clientToken\":" + quote(clientToken) + "}");
    check(validate.statusCode() == 204, "authserver/validate", validate.statusCode() + " " + validate.body());

    String serverId = "java-server-" + System.nanoTime();
    HttpResponse<String> join = post(api.resolve("sessionserver/session/minecraft/join"),
        "{\"accessToken\":" + quote(accessToken) + ",\"selectedProfile\":" + quote(profileId)
            + ",\"serverId\":" + quote(serverId) + "}");
    check(join.statusCode() == 204, "sessionserver join", join.statusCode() + " " + join.body());

    HttpResponse<String> joined = get(api.resolve("sessionserver/session/minecraft/hasJoined?username="
        + username + "&serverId=" + serverId));
    check(joined.statusCode() == 200 && joined.body().contains(profileId), "sessionserver hasJoined",
        joined.statusCode() + " " + joined.body());
    String value = stringMember(joined.body(), "value");
    String signature = stringMember(joined.body(), "signature");
    check(value != null && signature != null, "hasJoined carries a signed textures property", joined.body());

    HttpResponse<String> lookup = post(api.resolve("api/profiles/minecraft"), "[" + quote(username) + "]");
    check(lookup.statusCode() == 200 && lookup.body().contains(profileId), "api/profiles/minecraft",
        lookup.statusCode() + " " + lookup.body());

    String base64Key = pem.replaceAll("-----[A-Z ]+-----", "").replaceAll("\\s", "");
    PublicKey key = KeyFactory.getInstance("RSA")
        .generatePublic(new X509EncodedKeySpec(Base64.getDecoder().decode(base64Key)));
    Signature verifier = Signature.getInstance("SHA1withRSA");
    verifier.initVerify(key);
    verifier.update(value.getBytes(StandardCharsets.UTF_8));
    check(verifier.verify(Base64.getDecoder().decode(signature)), "textures signature (SHA1withRSA)", value);
    verifier.initVerify(key);
    verifier.update((value + "x").getBytes(StandardCharsets.UTF_8));
    check(!verifier.verify(Base64.getDecoder().decode(signature)), "a changed value fails the signature", value);

    HttpResponse<String> invalidate = post(api.resolve("authserver/invalidate"),
        "{\"accessToken\":" + quote(accessToken) + ",\"clientToken\":" + quote(clientToken) + "}");
    check(invalidate.statusCode() == 204, "authserver/invalidate", invalidate.statusCode() + " " + invalidate.body());
  }
}
