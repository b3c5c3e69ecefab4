package lodestone.demo;

// The demo's game client: a real Java program the launcher installs, starts and follows. It prints lines
// the way a game does, reports the memory it was given, ticks for half a minute and exits cleanly.
// Rebuild: javac --release 8 -d /tmp/demo DemoClient.java && base64 -w0 /tmp/demo/lodestone/demo/DemoClient.class
public class DemoClient {
  public static void main(String[] args) throws InterruptedException {
    String server = args.length > 1 ? args[1] : "unknown";
    String version = args.length > 3 ? args[3] : "unknown";
    System.out.println("[main/INFO]: Lodestone demo client " + version + " for " + server);
    System.out.println("[main/INFO]: Java " + System.getProperty("java.version") + ", max memory "
        + (Runtime.getRuntime().maxMemory() / (1024 * 1024)) + " MB");
    System.out.println("[main/INFO]: JVM flags " + java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments());
    for (int tick = 1; tick <= 30; tick++) {
      System.out.println("[Client thread/INFO]: tick " + tick);
      Thread.sleep(1000);
    }
    System.out.println("[main/INFO]: Stopping!");
  }
}
